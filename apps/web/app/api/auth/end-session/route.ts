import type { NextRequest } from 'next/server';
import { endSession } from '@/server/signOut';

export const POST = (request: NextRequest) => endSession(request);
