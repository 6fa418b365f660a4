import { WORK_ORDER_ESCALATE_ACTION, type TTicketEvent } from '@fleet/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { TicketTimeline } from './ticket-timeline';

const event = (over: Partial<TTicketEvent>): TTicketEvent => ({
  id: 1,
  action: 'submit',
  actorName: 'Li Lei',
  at: '2026-11-25T08:00:00.000Z',
  fromState: null,
  toState: 'submitted',
  comment: null,
  pictures: [],
  analysis: null,
  solution: null,
  handlerName: null,
  result: null,
  ...over,
});

describe('TicketTimeline', () => {
  it("shows an escalation as the system's entry saying who was told, and a purged actor as a deleted user", async () => {
    await renderWithApp(
      <TicketTimeline
        events={[
          event({ actorName: null }),
          event({ id: 2, action: WORK_ORDER_ESCALATE_ACTION, actorName: null, fromState: 'submitted', at: '2026-11-25T08:31:00.000Z' }),
        ]}
      />,
    );
    expect(screen.getByText('Escalated')).toBeTruthy();
    expect(screen.getByText(/^System · /)).toBeTruthy();
    expect(screen.getByText(/the parent organisation's administrators were told/)).toBeTruthy();
    expect(screen.getByText(/^A deleted user · /)).toBeTruthy();
  });
});
