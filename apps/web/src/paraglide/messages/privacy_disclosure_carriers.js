/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_CarriersInputs */

const en_privacy_disclosure_carriers = /** @type {(inputs: Privacy_Disclosure_CarriersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to carriers and partners as needed to move a shipment you have booked with us; and`)
};

const fr_privacy_disclosure_carriers = /** @type {(inputs: Privacy_Disclosure_CarriersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux transporteurs et aux partenaires, au besoin, pour acheminer un envoi que vous avez réservé chez nous;`)
};

/**
* | output |
* | --- |
* | "to carriers and partners as needed to move a shipment you have booked with us; and" |
*
* @param {Privacy_Disclosure_CarriersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_carriers = /** @type {((inputs?: Privacy_Disclosure_CarriersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_CarriersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_carriers(inputs)
	return en_privacy_disclosure_carriers(inputs)
});