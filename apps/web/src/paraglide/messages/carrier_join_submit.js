/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_SubmitInputs */

const en_carrier_join_submit = /** @type {(inputs: Carrier_Join_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Information`)
};

const fr_carrier_join_submit = /** @type {(inputs: Carrier_Join_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander de l’information`)
};

/**
* | output |
* | --- |
* | "Request Information" |
*
* @param {Carrier_Join_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_submit = /** @type {((inputs?: Carrier_Join_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_submit(inputs)
	return en_carrier_join_submit(inputs)
});