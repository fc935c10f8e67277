/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_State_PendingInputs */

const en_my_postings_state_pending = /** @type {(inputs: My_Postings_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending review`)
};

const fr_my_postings_state_pending = /** @type {(inputs: My_Postings_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’examen`)
};

/**
* | output |
* | --- |
* | "Pending review" |
*
* @param {My_Postings_State_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_state_pending = /** @type {((inputs?: My_Postings_State_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_State_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_state_pending(inputs)
	return en_my_postings_state_pending(inputs)
});