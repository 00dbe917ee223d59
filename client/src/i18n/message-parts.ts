import type { ReactNode } from 'react';

/** What a message's argument may be: text, a number, or (in a rich message) a React element such as a link. */
export type MessageValue = ReactNode;

/** A compiled message's answer: its text and its arguments' values, in order (a plural's parts nested). */
export type MessageParts = ReadonlyArray<MessageValue | MessageParts>;
