// Wraps the original code block to register the extra Prism languages (themeConfig.prism.additionalLanguages)
// once, with the code block's own chunk, so pages without code (landing, tags, search) do not load them.
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme-original/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

includeLanguages(Prism);

export default CodeBlock;
