import { createContext } from 'react';

/** True below a `.method-player` root rendered by MethodRoot, so components do not nest another. */
export const MethodRootContext = createContext(false);
