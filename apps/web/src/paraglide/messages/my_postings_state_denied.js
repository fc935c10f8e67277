/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_State_DeniedInputs */

const en_my_postings_state_denied = /** @type {(inputs: My_Postings_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

const fr_my_postings_state_denied = /** @type {(inputs: My_Postings_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée`)
};

/**
* | output |
* | --- |
* | "Denied" |
*
* @param {My_Postings_State_DeniedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_denied = /** @type {((inputs?: My_Postings_State_DeniedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_DeniedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_denied(inputs)
	return en_my_postings_state_denied(inputs)
});