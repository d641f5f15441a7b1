import { render, screen } from '@testing-library/react';
import TooltipPopper from '../tooltip-popper';

function anchor() {
  const element = document.createElement('button');
  document.body.appendChild(element);
  return element;
}

test('draws nothing until it first opens', () => {
  const { container } = render(
    <TooltipPopper open={false} anchorEl={anchor()}>
      Reroll character&apos;s race
    </TooltipPopper>,
  );
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByText("Reroll character's race")).toBeNull();
});

test('opened, it shows its content once the code has arrived, and closes and opens again', async () => {
  const element = anchor();
  const { rerender } = render(
    <TooltipPopper open={false} anchorEl={element}>
      Reroll character&apos;s race
    </TooltipPopper>,
  );
  rerender(
    <TooltipPopper open anchorEl={element}>
      Reroll character&apos;s race
    </TooltipPopper>,
  );
  expect(await screen.findByText("Reroll character's race")).toBeVisible();
  rerender(
    <TooltipPopper open={false} anchorEl={element}>
      Reroll character&apos;s race
    </TooltipPopper>,
  );
  expect(screen.queryByText("Reroll character's race")).toBeNull();
  rerender(
    <TooltipPopper open anchorEl={element}>
      Reroll character&apos;s race
    </TooltipPopper>,
  );
  expect(await screen.findByText("Reroll character's race")).toBeVisible();
});

test('open from the start (a controlled tooltip), it shows at once its code is there', async () => {
  render(
    <TooltipPopper open anchorEl={anchor()}>
      Click again to confirm
    </TooltipPopper>,
  );
  expect(await screen.findByText('Click again to confirm')).toBeVisible();
});
