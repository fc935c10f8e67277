/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Service_Areas_PlaceholderInputs */

const en_carrier_join_service_areas_placeholder = /** @type {(inputs: Carrier_Join_Service_Areas_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provinces, states or lanes you run`)
};

const fr_carrier_join_service_areas_placeholder = /** @type {(inputs: Carrier_Join_Service_Areas_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provinces, États ou trajets que vous desservez`)
};

/**
* | output |
* | --- |
* | "Provinces, states or lanes you run" |
*
* @param {Carrier_Join_Service_Areas_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_service_areas_placeholder = /** @type {((inputs?: Carrier_Join_Service_Areas_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Service_Areas_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_service_areas_placeholder(inputs)
	return en_carrier_join_service_areas_placeholder(inputs)
});