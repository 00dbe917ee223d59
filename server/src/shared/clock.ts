/** Where "now" comes from, so tests can pin it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
