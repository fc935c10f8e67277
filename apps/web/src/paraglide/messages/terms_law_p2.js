/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Law_P2Inputs */

const en_terms_law_p2 = /** @type {(inputs: Terms_Law_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce any provision is not a waiver of our right to do so later.`)
};

const fr_terms_law_p2 = /** @type {(inputs: Terms_Law_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une disposition de ces conditions est jugée invalide ou inapplicable, les autres dispositions demeurent pleinement en vigueur. Le fait que nous n’appliquions pas une disposition ne constitue pas une renonciation à notre droit de le faire plus tard.`)
};

/**
* | output |
* | --- |
* | "If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce any..." |
*
* @param {Terms_Law_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_law_p2 = /** @type {((inputs?: Terms_Law_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Law_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_law_p2(inputs)
	return en_terms_law_p2(inputs)
});