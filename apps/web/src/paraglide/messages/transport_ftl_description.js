/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ftl_DescriptionInputs */

const en_transport_ftl_description = /** @type {(inputs: Transport_Ftl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicated 53-foot dry vans, reefers and flatbeds for shipments that fill a trailer, moving direct from dock to dock with no re-handling.`)
};

const fr_transport_ftl_description = /** @type {(inputs: Transport_Ftl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des fourgons secs, remorques réfrigérées et plateaux de 53 pieds réservés aux envois qui remplissent une remorque, directement de quai à quai sans manutention supplémentaire.`)
};

/**
* | output |
* | --- |
* | "Dedicated 53-foot dry vans, reefers and flatbeds for shipments that fill a trailer, moving direct from dock to dock with no re-handling." |
*
* @param {Transport_Ftl_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ftl_description = /** @type {((inputs?: Transport_Ftl_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ftl_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ftl_description(inputs)
	return en_transport_ftl_description(inputs)
});