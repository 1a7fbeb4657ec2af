import styles from "./mypage.module.css";

/** A small drawing of what a kind looks like, for the gallery (decorative). */
export function KindPreview({ kind }: { kind: string }) {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => (
      <rect key={i} x={8} y={10 + i * 14} width={60 - ((i * 13) % 25)} height={6} rx={2} />
    ));
  let art;
  switch (kind) {
    case "DocumentVolume":
      art = [4, 9, 6, 12, 16, 10, 20, 14, 8].map((h, i) => (
        <rect key={i} x={8 + i * 8} y={60 - h * 2.4} width={6} height={h * 2.4} rx={1} />
      ));
      break;
    case "GeoMap":
      art = (
        <>
          <path d="M10 20 Q25 10 35 22 T60 20 L70 40 Q50 55 30 48 Z" className={styles.previewSoft} />
          <circle cx={28} cy={30} r={3} />
          <circle cx={52} cy={26} r={4} />
          <circle cx={45} cy={42} r={2.5} />
        </>
      );
      break;
    case "NetworkGraph":
      art = (
        <>
          <path d="M20 20 L45 35 L70 18 M45 35 L30 55 M45 35 L65 52" className={styles.previewLine} />
          {[
            [20, 20],
            [45, 35],
            [70, 18],
            [30, 55],
            [65, 52],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={4} />
          ))}
        </>
      );
      break;
    case "EntityHeatInProject":
      art = [0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={8} y={10 + i * 14} width={36} height={6} rx={2} />
          <rect x={54} y={10 + i * 14} width={6} height={6} className={styles.previewSoft} />
          <rect x={62} y={8 + i * 14} width={6} height={8} className={styles.previewSoft} />
          <rect x={70} y={6 + i * 14} width={6} height={10} />
        </g>
      ));
      break;
    case "Note":
      art = lines(3);
      break;
    default:
      art = lines(4);
  }
  return (
    <svg className={styles.preview} viewBox="0 0 84 64" aria-hidden="true">
      {art}
    </svg>
  );
}
