import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GoodButton, type GoodButtonProps } from './GoodButton';
import '@cw/ui/styles.css';
import './viewer.css';

const ERROR_MESSAGE = 'いいねできませんでした。時間をおいてもう一度お試しください。';

const meta = {
  title: 'viewer/GoodButton',
  component: GoodButton,
  args: { pressed: false, count: 128, onPressedChange: fn() },
  // On the end panel's black surface, in the viewer's text colour.
  render: (args: GoodButtonProps) => (
    <div style={{ padding: 24, background: '#141414', color: '#f5f5f5' }}>
      <GoodButton {...args} />
    </div>
  ),
} satisfies Meta<typeof GoodButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reader's good is loading: disabled and busy, no pressed state claimed. */
export const Unknown: Story = {
  args: { pressed: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'いいね' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).not.toHaveAttribute('aria-pressed');
  },
};

/** Not pressed yet, with the episode's count; a press asks for `true`. */
export const OffWithCount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'いいね', pressed: false });
    await expect(button).toHaveAccessibleDescription('128件');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledOnce();
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** Pressed: a filled heart; a press asks for `false`. */
export const On: Story = {
  args: { pressed: true, count: 129 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'いいね', pressed: true });
    await expect(button).toHaveTextContent('♥');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledOnce();
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
  },
};

/** A change in flight: busy, and presses are ignored so nothing is posted twice. */
export const Pending: Story = {
  args: { pressed: true, count: 129, pending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'いいね', pressed: true });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** The last change failed: the message is announced, and the reader may try again. */
export const ErrorMessage: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(ERROR_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'いいね' }));
    await expect(args.onPressedChange).toHaveBeenCalledOnce();
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** A guest's good cannot be taken back: it stays pressed and says why. */
export const GuestPressed: Story = {
  args: { pressed: true, count: 129, guest: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'いいね', pressed: true });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      '129件 ログインせずに押したいいねは取り消せません',
    );
    await userEvent.click(button);
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** A large count, grouped for Japan. */
export const LargeCount: Story = {
  args: { count: 12345 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,345')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'いいね' })).toHaveAccessibleDescription(
      '12,345件',
    );
  },
};

/** No count (not known, or not shown): the button alone. */
export const NoCount: Story = {
  args: { count: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'いいね' });
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(within(canvasElement).queryByText(/\d/)).toBeNull();
  },
};

const states: readonly [string, Omit<GoodButtonProps, 'onPressedChange'>][] = [
  ['Unknown', { pressed: null, count: null }],
  ['Off with count', { pressed: false, count: 128 }],
  ['On', { pressed: true, count: 129 }],
  ['Pending', { pressed: true, count: 129, pending: true }],
  ['Error', { pressed: false, count: 128, error: true }],
  ['Guest pressed', { pressed: true, count: 129, guest: true }],
  ['Large count', { pressed: true, count: 12345 }],
  ['No count', { pressed: false, count: null }],
];

/** Every state side by side. */
export const AllStates: Story = {
  render: (args: GoodButtonProps) => (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        alignItems: 'center',
        gap: 16,
        margin: 0,
        padding: 24,
        background: '#141414',
        color: '#f5f5f5',
      }}
    >
      {states.map(([label, state]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <GoodButton {...state} onPressedChange={args.onPressedChange} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'いいね' });
    await expect(buttons).toHaveLength(states.length);
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      null,
      'false',
      'true',
      'true',
      'false',
      'true',
      'true',
      'false',
    ]);
    const messages = canvas.getAllByRole('status').filter((status) => status.textContent !== '');
    await expect(messages).toHaveLength(1);
    await expect(messages[0]).toHaveTextContent(ERROR_MESSAGE);
  },
};
