import type { Preview } from '@storybook/react-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * Shows a `@default 'light'` tag as written. react-docgen-typescript passes the tag's text on with
 * its quotes, and Storybook quotes every string default once more, so the props table read
 * `"'light'"`. Defaults from a destructured `= 'light'` come without quotes and are left alone.
 */
export const literalDefaults: ArgTypesEnhancer = Object.assign(
  ({ argTypes }: Parameters<ArgTypesEnhancer>[0]) =>
    Object.fromEntries(
      Object.entries(argTypes).map(([name, argType]) => {
        const summary = argType.table?.defaultValue?.summary;
        const literal = typeof summary === 'string' ? /^"('[^']*')"$/.exec(summary)?.[1] : undefined;
        if (!literal) return [name, argType];
        return [name, { ...argType, table: { ...argType.table, defaultValue: { ...argType.table!.defaultValue, summary: literal } } }];
      }),
    ) as ReturnType<ArgTypesEnhancer>,
  // After the docgen enhancer has filled the table.
  { secondPass: true },
);
