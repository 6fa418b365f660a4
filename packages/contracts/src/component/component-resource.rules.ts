import { ComponentAction, ComponentState, type TComponentAction, type TComponentState } from '../enums/component.enums';

/**
 * The component state machine (spec §4, issue 16), the one place it is written: for each action, the
 * states it may start from and the state it leads to. Discarded is final: no action starts there.
 * Sending an installed component to repair or discarding it takes it out of its robot.
 */
export const COMPONENT_MOVES: Record<TComponentAction, { from: readonly TComponentState[]; to: TComponentState }> = {
  [ComponentAction.INSTALL]: { from: [ComponentState.IDLE], to: ComponentState.IN_USE },
  [ComponentAction.REMOVE]: { from: [ComponentState.IN_USE], to: ComponentState.IDLE },
  [ComponentAction.REPAIR]: { from: [ComponentState.IDLE, ComponentState.IN_USE], to: ComponentState.UNDER_REPAIR },
  [ComponentAction.REPAIRED]: { from: [ComponentState.UNDER_REPAIR], to: ComponentState.IDLE },
  [ComponentAction.DISCARD]: {
    from: [ComponentState.IDLE, ComponentState.IN_USE, ComponentState.UNDER_REPAIR],
    to: ComponentState.DISCARDED,
  },
};

/** The state `action` leads to from `state`, or null when the machine refuses it. */
export const nextComponentState = (state: TComponentState, action: TComponentAction): TComponentState | null =>
  COMPONENT_MOVES[action].from.includes(state) ? COMPONENT_MOVES[action].to : null;

/** The actions a component in `state` offers, in the order the screen lists them. */
export const componentActionsFrom = (state: TComponentState): TComponentAction[] =>
  (Object.keys(COMPONENT_MOVES) as TComponentAction[]).filter((a) => nextComponentState(state, a) !== null);

/** Whether the component sits in a robot in `state` (the robot link is kept exactly then). */
export const isInstalledState = (state: TComponentState) => state === ComponentState.IN_USE;
