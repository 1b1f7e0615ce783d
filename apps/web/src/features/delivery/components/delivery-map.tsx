import type { StoreZone } from '@sufra/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** What the map shows and reports (the location screen owns the point and the zoom). */
export interface DeliveryMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  zones: readonly StoreZone[];
  /** XYZ tile template; null draws no tiles, only the zones on a plain background. */
  tileUrl: string | null;
  attribution: string | null;
  /** The map's accessible name. */
  label: string;
  /** After every pan or zoom (by the customer or by a new `center`/`zoom`): the new centre and zoom. */
  onMove: (center: { lat: number; lng: number }, zoom: number) => void;
}

/** Whether two points are the same to about 1 cm. */
const same = (a: L.LatLng, b: { lat: number; lng: number }) =>
  Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/**
 * The delivery map (001 §2.3) on Leaflet, which only this module imports, so Leaflet and its CSS
 * load with the location screen and no other (issue 8). The point is the map's centre, under a
 * fixed pin, drawn as a circle of radius 5; a tap moves the centre there. The zones are drawn as
 * GeoJSON polygons (POLYGON) and circles (DISTANCE); tiles only when a tile URL is configured.
 */
export function DeliveryMap({ center, zoom, zones, tileUrl, attribution, label, onMove }: DeliveryMapProps) {
  const host = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const zoneLayer = useRef<L.LayerGroup | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later centres and zooms are applied below
  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { center, zoom, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: 19 }).addTo(m);
    const dot = L.circleMarker(center, { radius: 5, color: '#111827', weight: 2, fillOpacity: 1 }).addTo(m);
    zoneLayer.current = L.layerGroup().addTo(m);
    m.on('move', () => dot.setLatLng(m.getCenter()));
    m.on('moveend', () => {
      const c = m.getCenter();
      moved.current({ lat: c.lat, lng: c.lng }, m.getZoom());
    });
    m.on('click', (e: L.LeafletMouseEvent) => m.panTo(e.latlng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const m = map.current;
    if (m && (!same(m.getCenter(), center) || m.getZoom() !== zoom)) m.setView(center, zoom);
  }, [center, zoom]);

  useEffect(() => {
    const group = zoneLayer.current;
    if (!group) return;
    group.clearLayers();
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#111827';
    const style = { color: brand, weight: 1.5, fillOpacity: 0.12, interactive: false };
    for (const z of zones) {
      if (z.geometry) L.geoJSON(z.geometry, { style, interactive: false }).addTo(group);
      else if (z.center && z.radiusMetres)
        L.circle(z.center, { ...style, radius: z.radiusMetres }).addTo(group);
    }
  }, [zones]);

  return (
    <div className="delivery-map-wrap">
      <section ref={host} className="delivery-map" aria-label={label} />
      <span className="delivery-map-pin" aria-hidden="true" />
    </div>
  );
}
