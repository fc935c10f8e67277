/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Service_AreasInputs */

const en_carrier_join_service_areas = /** @type {(inputs: Carrier_Join_Service_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Areas`)
};

const fr_carrier_join_service_areas = /** @type {(inputs: Carrier_Join_Service_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zones desservies`)
};

/**
* | output |
* | --- |
* | "Service Areas" |
*
* @param {Carrier_Join_Service_AreasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_service_areas = /** @type {((inputs?: Carrier_Join_Service_AreasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Service_AreasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_service_areas(inputs)
	return en_carrier_join_service_areas(inputs)
});