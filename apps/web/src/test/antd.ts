import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * antd's pickers as a person uses them. Their popups render outside the field (in document.body),
 * and a Select keeps hidden copies of an option's text, so the helpers find the visible option.
 */

/** Opens the antd Select (its combobox) and clicks the option titled `title` in its popup. */
export const pickOption = async (user: UserEvent, select: HTMLElement, title: string) => {
  await user.click(select);
  const options = await screen.findAllByTitle(title);
  const option = options.find((o) => o.closest('.ant-select-item-option, .ant-select-tree-treenode')) ?? options.at(-1)!;
  await user.click(option);
};

/**
 * Types a date (time) into an antd DatePicker or one input of a RangePicker, replacing what it
 * shows, and commits it as a person does: with the popup's OK when the picker has one (a picker
 * with a time), else with Enter. OK first because Enter in a form's field also submits the form.
 */
export const typeDate = async (user: UserEvent, input: HTMLInputElement, text: string) => {
  await user.click(input);
  // One paste over the whole value, not a keystroke each: every key re-renders the picker's panel,
  // and on a busy machine a range of two dates typed key by key took most of a test's budget.
  input.setSelectionRange(0, input.value.length);
  await user.paste(text);
  const ok = [
    ...document.querySelectorAll<HTMLButtonElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button'),
  ].at(-1);
  if (ok) await user.click(ok);
  else await user.keyboard('{Enter}');
};

/**
 * Waits until no antd table or Spin is loading: while one is, antd blurs its content with
 * `pointer-events: none`, so a click on a header or row (user-event checks it) fails. A refetch after
 * a search keeps the old rows on screen while it loads, so "the rows are there" is not the signal.
 */
export const waitForTablesIdle = () => waitFor(() => expect(document.querySelector('.ant-spin-blur, .ant-spin-spinning')).toBeNull());
