/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_State_LiveInputs */

const en_my_postings_state_live = /** @type {(inputs: My_Postings_State_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

const fr_my_postings_state_live = /** @type {(inputs: My_Postings_State_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne`)
};

/**
* | output |
* | --- |
* | "Live" |
*
* @param {My_Postings_State_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_live = /** @type {((inputs?: My_Postings_State_LiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_LiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_live(inputs)
	return en_my_postings_state_live(inputs)
});