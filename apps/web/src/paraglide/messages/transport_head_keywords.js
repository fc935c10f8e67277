/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Head_KeywordsInputs */

const en_transport_head_keywords = /** @type {(inputs: Transport_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`freight shipping Canada, FTL trucking, LTL freight, expedited freight, Ontario trucking company, freight quote, carrier network, owner operator loads`)
};

const fr_transport_head_keywords = /** @type {(inputs: Transport_Head_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transport de marchandises Canada, camionnage charge complète, charge partielle, transport urgent, entreprise de camionnage Ontario, soumission de transport, réseau de transporteurs, chargements pour propriétaires-exploitants`)
};

/**
* | output |
* | --- |
* | "freight shipping Canada, FTL trucking, LTL freight, expedited freight, Ontario trucking company, freight quote, carrier network, owner operator loads" |
*
* @param {Transport_Head_KeywordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_head_keywords = /** @type {((inputs?: Transport_Head_KeywordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Head_KeywordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_head_keywords(inputs)
	return en_transport_head_keywords(inputs)
});