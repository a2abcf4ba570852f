// Wraps the original navbar item types to register the project's custom ones (responsive link, Ask AI).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ResponsiveLinkNavbarItem from './ResponsiveLinkNavbarItem';
import AskAiNavbarItem from './AskAiNavbarItem';

export default {
  ...ComponentTypes,
  'custom-responsiveLink': ResponsiveLinkNavbarItem,
  'custom-askAi': AskAiNavbarItem,
};
