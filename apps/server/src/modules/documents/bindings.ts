// What a stored file's encryption is bound to (decision 038): the owner and the row, so a ciphertext or a
// wrapped key moved to another row does not open. One place, since upload, download, seed and the re-seal
// job must agree byte for byte.

export const documentBinding = (row: { user_id: string; id: string }) => `${row.user_id}|${row.id}`;
export const privilegingFormBinding = (id: string) => `form|${id}`;
