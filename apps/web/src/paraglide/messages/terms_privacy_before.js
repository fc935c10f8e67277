/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Privacy_BeforeInputs */

const en_terms_privacy_before = /** @type {(inputs: Terms_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your use of the Website is also governed by our`)
};

const fr_terms_privacy_before = /** @type {(inputs: Terms_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre utilisation du site Web est aussi régie par notre`)
};

/**
* | output |
* | --- |
* | "Your use of the Website is also governed by our" |
*
* @param {Terms_Privacy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_privacy_before = /** @type {((inputs?: Terms_Privacy_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Privacy_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_privacy_before(inputs)
	return en_terms_privacy_before(inputs)
});