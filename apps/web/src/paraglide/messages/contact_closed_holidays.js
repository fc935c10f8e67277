/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Closed_HolidaysInputs */

const en_contact_closed_holidays = /** @type {(inputs: Contact_Closed_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed on statutory holidays.`)
};

const fr_contact_closed_holidays = /** @type {(inputs: Contact_Closed_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé les jours fériés.`)
};

/**
* | output |
* | --- |
* | "Closed on statutory holidays." |
*
* @param {Contact_Closed_HolidaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_closed_holidays = /** @type {((inputs?: Contact_Closed_HolidaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Closed_HolidaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_closed_holidays(inputs)
	return en_contact_closed_holidays(inputs)
});