"use client";

/**
 * The picture widgets (map, network, volume, heat) with their layout code, loaded when a tab shows
 * one: a tab of lists does not pay for them. Their data is asked for with the tab either way, so the
 * chunk and the data load side by side; meanwhile the widget shows the same skeleton as while loading.
 */
import dynamic from "next/dynamic";
import { WidgetSkeleton } from "./widget-states";

const Loading = () => <WidgetSkeleton rows={6} />;

export const GeoMapWidget = dynamic(() => import("./geo-map-widget").then((m) => m.GeoMapWidget), {
  ssr: false,
  loading: Loading,
});
export const NetworkWidget = dynamic(() => import("./network-widget").then((m) => m.NetworkWidget), {
  ssr: false,
  loading: Loading,
});
export const VolumeWidget = dynamic(() => import("./volume-widget").then((m) => m.VolumeWidget), {
  ssr: false,
  loading: Loading,
});
export const HeatWidget = dynamic(() => import("./heat-widget").then((m) => m.HeatWidget), {
  ssr: false,
  loading: Loading,
});
