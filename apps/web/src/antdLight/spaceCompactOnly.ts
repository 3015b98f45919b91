import Compact from 'antd/es/space/Compact';

/**
 * Stands in for antd's Space index in the float button group (antd/es/float-button/FloatButtonGroup.js),
 * which uses only `Space.Compact` (already in the entry with Button): Space itself, its items, addons
 * and styles came with the layout's help and contact buttons (build/lightImports.ts).
 */
export default { Compact };
