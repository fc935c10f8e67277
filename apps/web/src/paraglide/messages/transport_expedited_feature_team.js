/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Expedited_Feature_TeamInputs */

const en_transport_expedited_feature_team = /** @type {(inputs: Transport_Expedited_Feature_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team drivers for long hauls`)
};

const fr_transport_expedited_feature_team = /** @type {(inputs: Transport_Expedited_Feature_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipes de chauffeurs pour les longs trajets`)
};

/**
* | output |
* | --- |
* | "Team drivers for long hauls" |
*
* @param {Transport_Expedited_Feature_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_expedited_feature_team = /** @type {((inputs?: Transport_Expedited_Feature_TeamInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Expedited_Feature_TeamInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_expedited_feature_team(inputs)
	return en_transport_expedited_feature_team(inputs)
});