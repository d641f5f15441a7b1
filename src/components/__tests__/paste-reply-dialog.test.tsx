import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasteReplyDialog, type PasteReplyDialogProps } from '../paste-reply-dialog';

const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

function setup(props: Partial<PasteReplyDialogProps> = {}) {
  const handlers = {
    onCopy: jest.fn(() => Promise.resolve()),
    onUse: jest.fn(() => false),
    onCancel: jest.fn(),
  };
  const view = render(
    <PasteReplyDialog prompt="Create a character." error={null} {...handlers} {...props} />,
  );
  return { ...handlers, ...view, user: quickUser() };
}

test('shows the prompt read-only and says when it is copied', async () => {
  const { user, onCopy } = setup();
  const prompt = screen.getByRole('textbox', { name: 'Prompt' });
  expect(prompt).toHaveValue('Create a character.');
  expect(prompt).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Copy prompt' }));
  expect(onCopy).toHaveBeenCalled();
  expect(await screen.findByRole('status')).toHaveTextContent('Prompt copied');
});

test('a clipboard that refuses: the reason, and how to copy by hand', async () => {
  const { user } = setup({
    onCopy: () => Promise.reject(new Error('the browser refused access to the clipboard')),
  });
  await user.click(screen.getByRole('button', { name: 'Copy prompt' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Could not copy the prompt: the browser refused access to the clipboard. Select it above and copy it by hand.',
  );
});

test('Use reply hands over the pasted text; a refused one keeps it, with the reason and the focus', async () => {
  const { user, onUse, rerender, onCopy, onCancel } = setup();
  const field = screen.getByRole('textbox', { name: 'Paste the reply' });
  await user.click(field);
  await user.paste('{"firstName": "Ha');
  await user.click(screen.getByRole('button', { name: 'Use reply' }));
  expect(onUse).toHaveBeenCalledWith('{"firstName": "Ha');
  rerender(
    <PasteReplyDialog
      prompt="Create a character."
      error="The model's reply is not valid JSON"
      onCopy={onCopy}
      onUse={onUse}
      onCancel={onCancel}
    />,
  );
  expect(field).toHaveValue('{"firstName": "Ha');
  expect(field).toHaveAccessibleDescription("The model's reply is not valid JSON");
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
});

test('Cancel and Escape cancel; a click beside the dialog does not', async () => {
  const { user, onCancel } = setup();
  const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
  await user.click(backdrop);
  expect(onCancel).not.toHaveBeenCalled();
  await user.click(screen.getByRole('textbox', { name: 'Paste the reply' }));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
});
