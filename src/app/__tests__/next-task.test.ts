import { nextTask } from '../next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test("goes on through the browser's scheduler.yield where there is one", async () => {
  const yielded = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
  await nextTask();
  expect(yielded).toHaveBeenCalledTimes(1);
});

test('elsewhere goes on in a task of its own, after what was already waiting', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  await nextTask();
  order.push('went on');
  expect(order).toEqual(['waiting task', 'went on']);
});
