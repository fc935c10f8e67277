/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_UnauthorizedInputs */

const en_terms_use_unauthorized = /** @type {(inputs: Terms_Use_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempt to gain unauthorized access to any part of the Website, including the administrative area, or to other users' information;`)
};

const fr_terms_use_unauthorized = /** @type {(inputs: Terms_Use_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tenter d’accéder sans autorisation à toute partie du site Web, y compris la section administrative, ou aux renseignements d’autres utilisateurs;`)
};

/**
* | output |
* | --- |
* | "attempt to gain unauthorized access to any part of the Website, including the administrative area, or to other users' information;" |
*
* @param {Terms_Use_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_unauthorized = /** @type {((inputs?: Terms_Use_UnauthorizedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_UnauthorizedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_unauthorized(inputs)
	return en_terms_use_unauthorized(inputs)
});