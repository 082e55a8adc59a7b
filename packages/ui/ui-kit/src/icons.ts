/**
 * `@forecourt/ui-kit/icons`: the lucide icons the kit's screens use, one named export each, to
 * pass to `<Icon icon={…} />` or `<IconButton icon={…} />`. Import only the icons a component
 * renders: each is its own module, so a page's bundle carries just the icons it uses (a map of
 * every icon by name put all of them on every page). Add a re-export here when a screen needs a
 * new icon; use lucide's names so its gallery (lucide.dev/icons) is the reference.
 */
export {
  ArrowRight,
  Award,
  Building2,
  Calendar,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  Clock,
  Cog,
  Copy,
  ExternalLink,
  Fuel,
  Gauge,
  Hand,
  Heart,
  ImageOff,
  Info,
  Mail,
  MapPin,
  Maximize2,
  Megaphone,
  Menu,
  MessageCircle,
  Minus,
  Phone,
  Play,
  Plus,
  Printer,
  Search,
  Share2,
  Star,
  Tag,
  TriangleAlert,
  Users,
  X,
} from 'lucide-react';
