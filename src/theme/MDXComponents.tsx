// Wraps the original MDX component map to make the writer's toolkit available on every page without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import DocCardList from '@theme/DocCardList';
import ThemedImage from '@theme/ThemedImage';
import ApiCall, {Request, Response} from '@site/src/components/ApiCall';
import Annotation from '@site/src/components/Annotation';
import Badge, {
  AlphaBadge,
  BetaBadge,
  CloudEssentialBadge,
  CloudFreeBadge,
  CloudProBadge,
  CloudScaleBadge,
  EnterpriseBadge,
  FutureBadge,
  GrowthBadge,
  NewBadge,
  UpdatedBadge,
  VersionBadge,
} from '@site/src/components/Badge';
import BreakingChangeCard from '@site/src/components/BreakingChangeCard';
import {Card, CardGrid} from '@site/src/components/Cards';
import {Column, Columns} from '@site/src/components/Columns';
import Icon from '@site/src/components/Icon';
import InteractiveQueryBuilder from '@site/src/components/InteractiveQueryBuilder';
import InterfaceMap from '@site/src/components/InterfaceMap';
import MultiLanguageSwitcher from '@site/src/components/MultiLanguageSwitcher';
import ProjectTree from '@site/src/components/ProjectTree';
import ScreenshotNumber from '@site/src/components/ScreenshotNumber';
import SubtleCallout from '@site/src/components/SubtleCallout';
import ThemedScreenshot from '@site/src/components/ThemedScreenshot';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  DocCardList,
  ThemedImage,
  ApiCall,
  Request,
  Response,
  Annotation,
  Badge,
  AlphaBadge,
  BetaBadge,
  FutureBadge,
  EnterpriseBadge,
  GrowthBadge,
  CloudFreeBadge,
  CloudEssentialBadge,
  CloudProBadge,
  CloudScaleBadge,
  NewBadge,
  UpdatedBadge,
  VersionBadge,
  BreakingChangeCard,
  Card,
  CardGrid,
  Columns,
  Column,
  Icon,
  InteractiveQueryBuilder,
  InterfaceMap,
  MultiLanguageSwitcher,
  ProjectTree,
  ScreenshotNumber,
  SubtleCallout,
  ThemedScreenshot,
};
