/**
 * The guests' site speaks English and Hindi (issue 31, docs/i18n.md): a page's words come from its
 * catalogue (client/src/i18n/messages), never written in its JSX, or the Hindi page would show
 * them in English. Reports, in the files it is applied to (eslint.config.mjs lists the guest
 * pages translated so far):
 *
 * - text between tags that has a letter in it (`<h1>Page not found</h1>`);
 * - a string with a letter as a tag's child (`{'Page not found'}`) or in a conditional there;
 * - a string with a letter in an attribute people read: aria-label, title, alt, placeholder, label.
 *
 * Spaces, numbers and signs (`{' '}`, `·`, `–`, `₹`) are not words and pass.
 */
const HAS_WORD = /\p{L}/u;
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label']);

/** Whether an expression is (or can evaluate to) a string literal with a word in it. */
function hasWordLiteral(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && HAS_WORD.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => HAS_WORD.test(quasi.value.cooked ?? ''));
  if (node.type === 'ConditionalExpression') return hasWordLiteral(node.consequent) || hasWordLiteral(node.alternate);
  if (node.type === 'LogicalExpression') return hasWordLiteral(node.right);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "A translated guest page's words come from its catalogue, not its JSX" },
    schema: [],
    messages: {
      text: "'{{text}}' is written in the JSX: put it in the page's catalogue (client/src/i18n/messages/en and hi) and show it with t() or rich().",
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        if (hasWordLiteral(node.expression)) report(node, context.sourceCode.getText(node.expression));
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (hasWordLiteral(value)) report(node, context.sourceCode.getText(node.value));
      },
    };
  },
};
