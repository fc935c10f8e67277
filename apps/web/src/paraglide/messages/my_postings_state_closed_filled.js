/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_State_Closed_FilledInputs */

const en_my_postings_state_closed_filled = /** @type {(inputs: My_Postings_State_Closed_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed: filled`)
};

const fr_my_postings_state_closed_filled = /** @type {(inputs: My_Postings_State_Closed_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermée : pourvue`)
};

/**
* | output |
* | --- |
* | "Closed: filled" |
*
* @param {My_Postings_State_Closed_FilledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_closed_filled = /** @type {((inputs?: My_Postings_State_Closed_FilledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_Closed_FilledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_closed_filled(inputs)
	return en_my_postings_state_closed_filled(inputs)
});