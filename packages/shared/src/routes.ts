// The route table of 000 §2 and the rules that decide where a user may go; see routes/ for each part.
export * from './routes/table';
export * from './routes/params';
export * from './routes/match';
export * from './routes/build';
export * from './routes/paths';
export * from './routes/title';
export * from './routes/guards';
export * from './routes/post-login';
export * from './routes/schemas';
