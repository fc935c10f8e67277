/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reason_PlacementsInputs */

const en_contact_reason_placements = /** @type {(inputs: Contact_Reason_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5,000+ successful placements across staffing, warehousing and logistics`)
};

const fr_contact_reason_placements = /** @type {(inputs: Contact_Reason_PlacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de 5 000 placements réussis en dotation, en entreposage et en logistique`)
};

/**
* | output |
* | --- |
* | "5,000+ successful placements across staffing, warehousing and logistics" |
*
* @param {Contact_Reason_PlacementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_reason_placements = /** @type {((inputs?: Contact_Reason_PlacementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reason_PlacementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_contact_reason_placements(inputs)
	return en_contact_reason_placements(inputs)
});