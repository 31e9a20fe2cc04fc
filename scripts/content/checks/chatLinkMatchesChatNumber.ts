// The landing shows the chat number and links to it; after an edit of one, both must still reach
// the same phone.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { recordAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

const digits = (text: string): string => text.replace(/\D/g, '');

export const chatLinkMatchesChatNumber: ContentCheck = {
  name: 'the chat link goes to the chat number shown',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of filesOfSchema(context, contentSchemas.contact)) {
      const chat = recordAt(data, 'chat');
      const display = stringAt(chat, 'display');
      const link = stringAt(chat, 'link');
      if (display === undefined || link === undefined) continue;
      const linked = digits(new URL(link, 'https://invalid.example').pathname);
      if (linked !== digits(display)) {
        problems.push(
          contentProblem(
            file,
            ['chat', 'link'],
            `links to ${linked || 'no number'} but the number shown is ${display}`,
          ),
        );
      }
    }
    return problems;
  },
};
