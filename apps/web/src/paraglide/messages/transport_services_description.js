/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Services_DescriptionInputs */

const en_transport_services_description = /** @type {(inputs: Transport_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From a single pallet to a dedicated fleet, we match every shipment with the right equipment and a carrier we have vetted ourselves.`)
};

const fr_transport_services_description = /** @type {(inputs: Transport_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’une seule palette à une flotte dédiée, nous associons chaque envoi au bon équipement et à un transporteur que nous avons nous-mêmes vérifié.`)
};

/**
* | output |
* | --- |
* | "From a single pallet to a dedicated fleet, we match every shipment with the right equipment and a carrier we have vetted ourselves." |
*
* @param {Transport_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_services_description = /** @type {((inputs?: Transport_Services_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Services_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_services_description(inputs)
	return en_transport_services_description(inputs)
});