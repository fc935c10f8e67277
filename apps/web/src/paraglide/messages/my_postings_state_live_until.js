/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} My_Postings_State_Live_UntilInputs */

const en_my_postings_state_live_until = /** @type {(inputs: My_Postings_State_Live_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Live until ${i?.date}`)
};

const fr_my_postings_state_live_until = /** @type {(inputs: My_Postings_State_Live_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En ligne jusqu’au ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Live until {date}" |
*
* @param {My_Postings_State_Live_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_live_until = /** @type {((inputs: My_Postings_State_Live_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_Live_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_live_until(inputs)
	return en_my_postings_state_live_until(inputs)
});