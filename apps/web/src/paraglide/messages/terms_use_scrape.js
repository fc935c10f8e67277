/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_ScrapeInputs */

const en_terms_use_scrape = /** @type {(inputs: Terms_Use_ScrapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use automated tools to scrape, copy or harvest content or personal information from the Website; or`)
};

const fr_terms_use_scrape = /** @type {(inputs: Terms_Use_ScrapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utiliser des outils automatisés pour extraire, copier ou moissonner du contenu ou des renseignements personnels du site Web;`)
};

/**
* | output |
* | --- |
* | "use automated tools to scrape, copy or harvest content or personal information from the Website; or" |
*
* @param {Terms_Use_ScrapeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_scrape = /** @type {((inputs?: Terms_Use_ScrapeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_ScrapeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_scrape(inputs)
	return en_terms_use_scrape(inputs)
});