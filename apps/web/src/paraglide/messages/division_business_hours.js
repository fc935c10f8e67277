/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Business_HoursInputs */

const en_division_business_hours = /** @type {(inputs: Division_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business hours`)
};

const fr_division_business_hours = /** @type {(inputs: Division_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures d’ouverture`)
};

/**
* | output |
* | --- |
* | "Business hours" |
*
* @param {Division_Business_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_business_hours = /** @type {((inputs?: Division_Business_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Business_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_business_hours(inputs)
	return en_division_business_hours(inputs)
});