/** SPEC 7: the file name of a generated memo, which the server sends and the browser saves under. */
export const memoFileName = (id: number) => `investment-memo-${id}.pdf`;
