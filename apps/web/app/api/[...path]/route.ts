import { handleApiRequest } from '@/server/apiHandler';

// Every browser call of spec section 7; /api/auth/* stays with next-auth's own route.
export {
  handleApiRequest as DELETE,
  handleApiRequest as GET,
  handleApiRequest as POST,
  handleApiRequest as PUT,
};
