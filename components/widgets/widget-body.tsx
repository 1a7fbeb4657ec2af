"use client";

import { withFilter } from "@/lib/client/api/use-widget-data";
import { DocumentListWidget } from "./document-list-widget";
import { GeoMapWidget, HeatWidget, NetworkWidget, VolumeWidget } from "./lazy-widgets";
import { NoteWidget } from "./note-widget";
import { ProjectItemsWidget } from "./project-items-widget";
import { QuotesWidget } from "./quotes-widget";
import { SocialWidget } from "./social-widget";
import { TopStoriesWidget } from "./top-stories-widget";
import { EmptyState } from "@/components/ui/status";
import type { TWidgetBodyProps } from "./widget-props";

export type { TWidgetBodyProps };

/** The widget's content by Key. */
export function WidgetBody(props: Omit<TWidgetBodyProps, "settings" | "query"> & { filter: string }) {
  const { widget, filter } = props;
  const settings = widget.Settings ?? {};
  const query = withFilter(settings.Query ?? widget.Query ?? "", filter);
  const p = { ...props, settings, query };
  switch (widget.Key) {
    case "DocumentList":
      return <DocumentListWidget {...p} />;
    case "BlogList":
      return <DocumentListWidget {...p} blog />;
    case "TopStories":
      return <TopStoriesWidget {...p} />;
    case "Quotes":
      return <QuotesWidget {...p} />;
    case "ProjectItems":
      return <ProjectItemsWidget {...p} />;
    case "EntityList":
      return <ProjectItemsWidget {...p} entities />;
    case "EntityHeatInProject":
      return <HeatWidget {...p} />;
    case "DocumentVolume":
      return <VolumeWidget {...p} />;
    case "GeoMap":
      return <GeoMapWidget {...p} />;
    case "NetworkGraph":
      return <NetworkWidget {...p} />;
    case "SocialFeed":
      return <SocialWidget {...p} />;
    case "Note":
      return <NoteWidget {...p} />;
    default:
      return <EmptyState title={`This page cannot show “${widget.Key}” widgets`} />;
  }
}
