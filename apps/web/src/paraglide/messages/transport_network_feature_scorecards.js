/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Network_Feature_ScorecardsInputs */

const en_transport_network_feature_scorecards = /** @type {(inputs: Transport_Network_Feature_ScorecardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance scorecards`)
};

const fr_transport_network_feature_scorecards = /** @type {(inputs: Transport_Network_Feature_ScorecardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiches de rendement`)
};

/**
* | output |
* | --- |
* | "Performance scorecards" |
*
* @param {Transport_Network_Feature_ScorecardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_network_feature_scorecards = /** @type {((inputs?: Transport_Network_Feature_ScorecardsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Network_Feature_ScorecardsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_network_feature_scorecards(inputs)
	return en_transport_network_feature_scorecards(inputs)
});