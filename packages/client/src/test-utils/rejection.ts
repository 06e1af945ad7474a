/** Awaits a promise that must reject and returns its reason (fails the test if it resolves). */
export const rejectionOf = async <T = Error>(promise: Promise<unknown>): Promise<T> => {
  try {
    await promise;
  } catch (error) {
    return error as T;
  }
  throw new Error('expected the promise to reject');
};
