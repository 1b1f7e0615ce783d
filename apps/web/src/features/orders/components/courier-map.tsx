import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** The courier map's zoom (002 §2.20: zoom 6, centred on the driver; the customer may zoom in). */
export const COURIER_MAP_ZOOM = 6;

/** What the courier map shows: the driver's position, the tile background (null: none) and the map's name. */
export interface CourierMapProps {
  position: { lat: number; lng: number };
  tileUrl: string | null;
  attribution: string | null;
  label: string;
}

/**
 * The driver's live position (002 §2.20) on Leaflet, set up as the delivery map is (decision
 * 0016: tiles only when a tile URL is configured, else a plain background and no network): a
 * marker at `position`, the map centred on it at zoom 6, 224 px high (orders.css). A new position
 * moves the marker and pans the map there, keeping the customer's zoom. This module is loaded
 * lazily by the courier tracking screen only, so Leaflet never enters another route's JS.
 */
export function CourierMap({ position, tileUrl, attribution, label }: CourierMapProps) {
  const host = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per tile set; positions are applied below
  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, {
      center: position,
      zoom: COURIER_MAP_ZOOM,
      attributionControl: Boolean(tileUrl),
    });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: 19 }).addTo(m);
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#111827';
    marker.current = L.circleMarker(position, {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: brand,
      fillOpacity: 1,
    }).addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    marker.current?.setLatLng(position);
    map.current?.panTo(position);
  }, [position]);

  return (
    <section
      ref={host}
      className="courier-map"
      aria-label={label}
      data-lat={position.lat}
      data-lng={position.lng}
    />
  );
}
