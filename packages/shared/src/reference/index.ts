// Reference data: countries, states and the states whose licenses are verified on the board's website.
export * from './countries';
export * from './states';
export * from './license-verification-states';
