/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_State_Closed_ExpiredInputs */

const en_my_postings_state_closed_expired = /** @type {(inputs: My_Postings_State_Closed_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed: expired`)
};

const fr_my_postings_state_closed_expired = /** @type {(inputs: My_Postings_State_Closed_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermée : expirée`)
};

/**
* | output |
* | --- |
* | "Closed: expired" |
*
* @param {My_Postings_State_Closed_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_closed_expired = /** @type {((inputs?: My_Postings_State_Closed_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_Closed_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_closed_expired(inputs)
	return en_my_postings_state_closed_expired(inputs)
});