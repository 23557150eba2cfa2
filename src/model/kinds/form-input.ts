import { readFormInputOutline } from '../fields/readFormInputOutline';
import { defineKind, hasText } from './definition';

/** One labelled field; only a required one has to be filled in. The renderer's chunk reads its label and type (viewOf). */
export const formInput = defineKind({
  kind: 'form-input',
  read: (source, reader, path) => readFormInputOutline(source, reader.under(path)),
  answer: {
    offered: () => true,
    progress: (data, answer) => {
      const total = data.required ? 1 : 0;
      return { answered: hasText(answer) ? total : 0, total };
    },
    holdsContinue: true,
    requiredByDefault: () => false,
    filled: (_data, answer) => hasText(answer),
    scored: false,
    posted: true,
  },
});
